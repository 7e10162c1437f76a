import { createFileRoute, Link } from "@tanstack/react-router";
import { optString } from "../../lib/search";
import { Card, CardContent } from "../../components/ui/card";
import { LoginForm } from "../../features/auth/login-form";

export const Route = createFileRoute("/_blank/login")({
  validateSearch: (s: Record<string, unknown>): { redirect?: string } => ({ redirect: optString(s.redirect) }),
  head: () => ({ meta: [{ title: "Sign in · PropertyNG" }] }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <Card>
      <CardContent className="p-6">
        <h1 className="text-2xl font-semibold text-ink-900">Sign in</h1>
        <p className="mt-1 mb-6 text-sm text-ink-600">
          New here? <Link to="/register" className="font-medium text-brand-700 hover:underline">Create an account</Link>
        </p>
        <LoginForm redirect={redirect} />
      </CardContent>
    </Card>
  );
}
