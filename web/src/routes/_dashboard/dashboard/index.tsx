import { createFileRoute, Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { Badge } from "../../../components/ui/badge";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { userAtom } from "../../../features/auth/session";
import { formatDate } from "../../../lib/format";

export const Route = createFileRoute("/_dashboard/dashboard/")({
  head: () => ({ meta: [{ title: "Dashboard · PropertyNG" }] }),
  component: Overview,
});

const TYPE_LABEL: Record<string, string> = { seeker: "Seeker", standard: "Standard", brokerage: "Brokerage", company: "Company", developer: "Developer", agent: "Agent" };

function Overview() {
  const user = useAtomValue(userAtom)!;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Hello, {user.firstName}</h1>
        <p className="text-sm text-ink-600">Here is your account at a glance.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div><dt className="text-ink-500">Name</dt><dd className="font-medium text-ink-900">{user.firstName} {user.lastName}</dd></div>
            <div><dt className="text-ink-500">Account type</dt><dd><Badge variant="brand">{TYPE_LABEL[user.accountType] ?? user.accountType}</Badge>{user.companyName && <span className="ml-2 text-ink-700">{user.companyName}</span>}</dd></div>
            <div><dt className="text-ink-500">Email</dt><dd className="font-medium text-ink-900">{user.email}</dd></div>
            <div><dt className="text-ink-500">Username</dt><dd className="font-medium text-ink-900">{user.username}</dd></div>
            <div><dt className="text-ink-500">Phone</dt><dd className="font-medium text-ink-900">{user.phone ?? "Not added yet"}</dd></div>
            <div><dt className="text-ink-500">Identity</dt><dd>{user.kycVerified ? <Badge variant="success">Verified</Badge> : <Badge variant="warning">Not verified yet</Badge>}</dd></div>
            <div><dt className="text-ink-500">Member since</dt><dd className="font-medium text-ink-900">{formatDate(user.createdAt)}</dd></div>
          </dl>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to="/properties/rent" className={buttonClasses("primary")}>Browse homes</Link>
        <Link to="/dashboard/edit-profile" className={buttonClasses("outline")}>Change password</Link>
      </div>
    </div>
  );
}
