import { Button } from "../../components/ui/button";
import { ButtonAnchor } from "../../components/ui/text-link";
import { toast } from "../../lib/toast";
import { TitledSection } from "../../components/ui/titled-section";

export function ShareButtons({ title, url }: { title: string; url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      // Clipboard access can be refused (e.g. insecure origin): show the link so it can be copied by hand.
      toast("Copy this link", { description: url });
    }
  }
  return (
    <TitledSection
      id="share-title"
      title="Share this listing"
      heading="label"
      className="rounded-xl border border-ink-200 bg-white p-5"
    >
      <div className="mt-3 grid grid-cols-2 gap-2">
        <ButtonAnchor
          href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
        >
          WhatsApp
        </ButtonAnchor>
        <Button variant="outline" onClick={copy}>
          Copy link
        </Button>
      </div>
    </TitledSection>
  );
}
