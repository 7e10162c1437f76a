import { useAtom } from "jotai";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { authModalAtom } from "./session";
import { forgetReturn } from "./return-to";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** SPEC.md §2: the sign-in/sign-up modal with two tabs. */
export default function AuthModal() {
  const [tab, setTab] = useAtom(authModalAtom);
  return (
    <Dialog
      open={tab !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Dismissed without signing in: the action that asked for it is dropped, not done at a later sign-in.
        forgetReturn();
        setTab(null);
      }}
    >
      <DialogContent
        title={tab === "register" ? "Create your account" : "Welcome back"}
        description="Verified listings, escrow-protected payments."
      >
        <Tabs value={tab ?? "login"} onValueChange={(v) => setTab(v as "login" | "register")}>
          <TabsList className="mb-5 w-full">
            <TabsTrigger value="login" className="flex-1">
              Sign in
            </TabsTrigger>
            <TabsTrigger value="register" className="flex-1">
              Sign up
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onForgot={() => setTab(null)} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
