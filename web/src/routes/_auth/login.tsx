import { createFileRoute, Link } from "@tanstack/react-router";
import { optString } from "../../lib/search";
import { Card, CardContent } from "../../components/ui/card";
import { LoginForm } from "../../features/auth/login-form";
import { Alert } from "../../components/ui/alert";
import { socialErrorMessage } from "../../features/auth/social-buttons";

export const Route = createFileRoute("/_auth/login")({
  validateSearch: (s: Record<string, unknown>): { redirect?: string; error?: string; reason?: string } => ({
    redirect: optString(s.redirect),
    error: optString(s.error),
    reason: optString(s.reason),
  }),
  head: () => ({ meta: [{ title: "Sign in · PropertyNG" }] }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect, error, reason } = Route.useSearch();
  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Sign in</h1>
        <p className="mt-1 mb-6 text-sm text-ink-600">
          New here?{" "}
          <Link to="/register" className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </p>
        {error === "social" && (
          <Alert variant="danger" className="mb-4">
            {socialErrorMessage(reason)}
          </Alert>
        )}
        <LoginForm redirect={redirect} />
      </CardContent>
    </Card>
  );
}
