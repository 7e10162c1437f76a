import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { PUBLIC_NAV } from "./nav";

export default function MobileMenu({
  open,
  onOpenChange,
  signedIn,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  signedIn: boolean;
  onSignIn: (tab: "login" | "register") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col">
          {PUBLIC_NAV.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              onClick={() => onOpenChange(false)}
              className="rounded-md px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-100"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {!signedIn && (
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => onSignIn("login")}>
              Sign in
            </Button>
            <Button onClick={() => onSignIn("register")}>Create account</Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
