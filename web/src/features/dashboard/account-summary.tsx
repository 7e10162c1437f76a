import type { AuthUser } from "@contracts/auth";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { formatDate } from "../../lib/format";

const TYPE_LABEL: Record<string, string> = {
  seeker: "Seeker",
  standard: "Standard",
  brokerage: "Brokerage",
  company: "Company",
  developer: "Developer",
  agent: "Agent",
};

export function AccountSummary({ user }: { user: AuthUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your account</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-500">Name</dt>
            <dd className="font-medium text-ink-900">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">Account type</dt>
            <dd>
              <Badge variant="brand">{TYPE_LABEL[user.accountType] ?? user.accountType}</Badge>
              {user.companyName && <span className="ml-2 text-ink-700">{user.companyName}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">Email</dt>
            <dd className="truncate font-medium text-ink-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Username</dt>
            <dd className="font-medium text-ink-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Phone</dt>
            <dd className="font-medium text-ink-900">{user.phone ?? "Not added yet"}</dd>
          </div>
          <div>
            <dt className="text-ink-500">Identity</dt>
            <dd>
              {user.kycVerified ? (
                <Badge variant="success">Verified</Badge>
              ) : (
                <Badge variant="warning">Not verified yet</Badge>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">Member since</dt>
            <dd className="font-medium text-ink-900">{formatDate(user.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
