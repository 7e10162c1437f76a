import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Input, ErrorText } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import { ApiError } from "../../../lib/api";
import { uploadArticleImage } from "./queries";
import { PROSE } from "../../content/prose";

/**
 * The admin rich-text editor (TipTap): headings, lists, quotes, links and pictures uploaded to /media.
 * Only the admin editor pages import it (lazily), so the public pages never download it. Whatever it
 * produces is sanitised again by the server's allow-list.
 */
export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

export default function RichTextEditor({ id, label, value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: "noopener noreferrer", target: null } },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: cn(PROSE, "min-h-64 px-4 py-3 outline-none"),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-500",
        invalid ? "border-danger-500" : "border-ink-300",
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b border-ink-200 bg-ink-50" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  async function insertImage(f: File | undefined) {
    if (!f) return;
    setUploading(true);
    try {
      const src = await uploadArticleImage(f);
      chain()
        .setImage({ src, alt: f.name.replace(/\.[a-z]+$/i, "") })
        .run();
    } catch (e) {
      toast.error("Picture not uploaded", { description: e instanceof ApiError ? e.message : "Please try again." });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = "";
    }
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-ink-200 bg-ink-50 p-1.5"
    >
      <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i>I</i>
      </Tool>
      <Tool label="H2 heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="H3 subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <ListIcon numbered={false} />
      </Tool>
      <Tool label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListIcon numbered />
      </Tool>
      <Tool label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <Tool label={state.link ? "Edit link" : "Add link"} active={state.link} onClick={() => setLinkOpen(true)}>
        Link
      </Tool>
      <Tool
        label={uploading ? "Uploading picture" : "Insert picture"}
        onClick={() => file.current?.click()}
        disabled={uploading}
      >
        {uploading ? "Uploading…" : "Picture"}
      </Tool>
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label="Picture to insert"
        onChange={(e) => void insertImage(e.target.files?.[0])}
      />
      <span className="mx-1 w-px bg-ink-200" aria-hidden />
      <Tool label="Undo" onClick={() => chain().undo().run()} disabled={!state.canUndo}>
        ↶
      </Tool>
      <Tool label="Redo" onClick={() => chain().redo().run()} disabled={!state.canRedo}>
        ↷
      </Tool>
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initial={(editor.getAttributes("link").href as string | undefined) ?? ""}
        onApply={(href) => {
          if (!href) chain().extendMarkRange("link").unsetLink().run();
          else chain().extendMarkRange("link").setLink({ href }).run();
        }}
      />
    </div>
  );
}

/**
 * The list buttons draw their kind instead of writing it: a visible "1. List" is not part of the name "Numbered
 * list", and people using speech input say the name they read.
 */
function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M10 6h10M10 12h10M10 18h10" />
      {numbered ? (
        <path d="M4 4.5h1.5V8M3.5 8h3M3.5 14.5a1.3 1.3 0 0 1 2.6.3c0 .9-2.6 1.8-2.6 3.2h2.8" strokeWidth="1.4" />
      ) : (
        <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth="3" strokeLinecap="round" />
      )}
    </svg>
  );
}

function Tool({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "min-h-9 min-w-9 rounded-md px-2 text-sm font-medium text-ink-700 hover:bg-ink-200 disabled:opacity-40",
        active && "bg-brand-100 text-brand-800",
      )}
    >
      {children}
    </button>
  );
}

function LinkDialog({
  open,
  onOpenChange,
  initial,
  onApply,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initial: string;
  onApply: (href: string) => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string>();
  function submit(e: FormEvent) {
    e.preventDefault();
    // The dialog is portalled, but React events still bubble to the article form around the editor.
    e.stopPropagation();
    const v = href.trim();
    if (v && !/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(v))
      return setError("Start the link with https://, mailto:, tel: or / for a page of this site.");
    onApply(v);
    onOpenChange(false);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) {
          setHref(initial);
          setError(undefined);
        }
      }}
    >
      <DialogContent title="Link" description="Leave it empty to remove the link.">
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="editor-link" className="text-sm font-medium text-ink-800">
              Address
            </label>
            <Input
              id="editor-link"
              value={href}
              onChange={(e) => {
                setHref(e.target.value);
                setError(undefined);
              }}
              placeholder="https://lagosstate.gov.ng"
              aria-invalid={Boolean(error) || undefined}
            />
            <ErrorText>{error}</ErrorText>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Apply</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
