import { useState, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { SkeletonStack } from "../../../components/ui/skeleton";
import { Table } from "../../../components/ui/table";
import { client, unwrap } from "../../../lib/client";
import { formatDate, formatNaira, formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { adminMeQuery } from "../queries";
import { ReasonDialog, type ReasonRules } from "../reason-dialog";
import { PasswordDialog } from "./password-dialog";
import { adminUserQuery, USERS_KEY } from "./queries";
import { toBody, UserForm } from "./user-form";
import { words } from "../../../lib/words";
import { BackLink, ButtonLink, TextLink } from "../../../components/ui/text-link";
import { cn } from "../../../lib/cn";

const DEACTIVATE_RULES: ReasonRules = {
  label: "Reason for deactivating",
  placeholder: "e.g. Several upheld reports of fake listings.",
  audience: "Kept in the activity log and shown on this page.",
  min: 3,
  max: 500,
  tooShort: "Say why the account is deactivated (at least 3 characters).",
};
const KYC_REJECT_RULES: ReasonRules = {
  label: "Reason for rejecting",
  placeholder: "e.g. The selfie does not match the ID photo.",
  audience: "The user is emailed this reason.",
  min: 5,
  max: 500,
  tooShort: "Give the reason (at least 5 characters).",
};
const BOOKING_KIND = { inspection: "Inspection", stay: "Short stay", project_reservation: "Unit reservation" } as const;

/** /dashboard/admin/users/{id}: one account and what hangs off it, with the actions support takes on it. */
export function UserDetail({ id }: { id: string }) {
  const qc = useQueryClient();
  const q = useQuery(adminUserQuery(id));
  const me = useQuery(adminMeQuery());
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<null | "edit" | "status" | "password" | "kyc-reject" | "delete">(null);
  const refresh = () => qc.invalidateQueries({ queryKey: USERS_KEY });
  // The open state of one of the page's dialogs: open while it is the one chosen; closing it chooses none.
  const dialogState = (name: NonNullable<typeof dialog>) => ({
    open: dialog === name,
    onOpenChange: (o: boolean) => !o && setDialog(null),
  });

  if (q.isPending) return <SkeletonStack className="space-y-3" blocks={["h-10 w-64", "h-40 w-full", "h-40 w-full"]} />;
  if (q.isError)
    return (
      <EmptyState
        title="This user could not be shown"
        description={q.error.message}
        action={
          <ButtonLink to="/dashboard/admin/users" variant="outline">
            Back to users
          </ButtonLink>
        }
      />
    );
  const { user: u, listings, bookings, wallet, kyc, activity } = q.data;
  const active = u.status === "active";
  const canKyc = me.data?.user.permissions.includes("CAN_VERIFY_KYC") && kyc.latest?.status === "pending";

  async function setStatus(reason: string) {
    const r = active
      ? await unwrap(client.POST("/admin/api/users/{id}/deactivate", { params: { path: { id } }, body: { reason } }))
      : await unwrap(client.POST("/admin/api/users/{id}/activate", { params: { path: { id } }, body: {} }));
    toast.success(
      active
        ? `Deactivated: ${r.listingsChanged} listing(s) hidden`
        : `Activated: ${r.listingsChanged} listing(s) back`,
    );
    await refresh();
  }
  async function reviewKyc(action: "approve" | "reject", reason?: string) {
    await unwrap(
      client.POST("/admin/api/users/{id}/verify-kyc", { params: { path: { id } }, body: { action, reason } }),
    );
    toast.success(action === "approve" ? "KYC approved" : "KYC rejected");
    await refresh();
  }

  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/admin/users">Users</BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">
            {u.firstName} {u.lastName}
          </h1>
          <p className="text-sm text-ink-600">
            @{u.username} · {u.email}
            {u.phone ? ` · ${u.phone}` : ""}
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <Badge>{words(u.accountType)}</Badge>
            <Badge variant={active ? "success" : "warning"} data-testid="user-status">
              {u.status}
            </Badge>
            <Badge variant={u.kycVerified ? "success" : "neutral"}>
              {u.kycVerified ? "KYC verified" : "KYC not verified"}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog("edit")}>
            Edit
          </Button>
          <Button variant="outline" onClick={() => setDialog("password")}>
            Change password
          </Button>
          <Button variant={active ? "danger" : "primary"} onClick={() => setDialog("status")}>
            {active ? "Deactivate" : "Activate"}
          </Button>
          <Button variant="outline" onClick={() => setDialog("delete")}>
            Delete account
          </Button>
        </div>
      </div>
      {!active && u.deactivationReason && (
        <p
          role="status"
          className="rounded-lg border border-warning-100 bg-warning-50 px-4 py-3 text-sm text-warning-800"
        >
          Deactivated {u.deactivatedAt ? formatDate(u.deactivatedAt) : ""}: {u.deactivationReason}
        </p>
      )}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-500">Joined</dt>
              <dd>{formatDate(u.createdAt)}</dd>
              <dt className="text-ink-500">State</dt>
              <dd>{u.stateName ?? "—"}</dd>
              <dt className="text-ink-500">Company</dt>
              <dd>{u.companyName ?? "—"}</dd>
              <dt className="text-ink-500">Sub-account</dt>
              <dd>{u.subAccountType ?? "—"}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Wallet: {formatNaira(wallet.balanceKobo)}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            {wallet.recent.length === 0 ? (
              <p className="text-sm text-ink-600">No wallet activity yet.</p>
            ) : (
              <ul className="divide-y divide-ink-100 text-sm">
                {wallet.recent.map((l) => (
                  <li key={l.lineId} className="flex justify-between gap-2 py-1.5">
                    <span className="truncate">{l.description}</span>
                    <span className="shrink-0 font-medium">
                      {l.amountKobo > 0 ? "+" : "−"}
                      {formatNaira(Math.abs(l.amountKobo))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <TextLink to="/dashboard/admin/users/transaction-details" search={{ userId: id }} className="text-sm">
              Full statement and refunds →
            </TextLink>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>KYC</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            {kyc.latest ? (
              <p>
                Latest submission: {kyc.latest.idType.replace(/_/g, " ")}, {kyc.latest.status} (
                {formatDate(kyc.latest.createdAt)}){kyc.latest.reason ? `: ${kyc.latest.reason}` : ""}
              </p>
            ) : (
              <p className="text-ink-600">No submission yet.</p>
            )}
            {canKyc && (
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void reviewKyc("approve")}>
                  Approve KYC
                </Button>
                <Button size="sm" variant="danger" onClick={() => setDialog("kyc-reject")}>
                  Reject
                </Button>
                <ButtonLink to="/dashboard/admin/kyc" variant="outline" size="sm">
                  See documents
                </ButtonLink>
              </div>
            )}
          </CardContent>
        </Card>
        <ListCard
          title="Bookings"
          empty="No bookings."
          items={bookings}
          itemKey={(b) => `${b.kind}-${b.id}`}
          rowClassName="sm:gap-2"
        >
          {(b) => (
            <>
              <span className="min-w-0 break-words">
                <span className="font-medium">{BOOKING_KIND[b.kind]}</span> ({b.role === "guest" ? "booked" : "hosting"}
                ) · {b.title ?? "—"}
              </span>
              <span className="shrink-0 text-ink-600">
                {b.status} · {formatNaira(b.amountKobo)}
              </span>
            </>
          )}
        </ListCard>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            Listings: {listings.total} ({listings.live} live)
          </CardTitle>
        </CardHeader>
        <CardContent>
          {listings.data.length === 0 ? (
            <p className="text-sm text-ink-600">No listings.</p>
          ) : (
            <Table
              className="relative"
              headClassName="text-ink-600"
              cellClassName="py-2 pr-4 font-medium"
              columns={[
                "Title",
                "Type",
                "Status",
                { label: "Price", align: "right" },
                { label: "Listed", className: "py-2 font-medium" },
              ]}
              after={
                listings.hasMore && (
                  <p className="pt-2 text-sm text-ink-600">
                    Showing the newest {listings.data.length}; see every listing on the Listings page.
                  </p>
                )
              }
            >
              <tbody className="divide-y divide-ink-100">
                {listings.data.map((l) => (
                  <tr key={l.id} data-testid="user-listing">
                    <td className="py-2 pr-4">{l.title}</td>
                    <td className="py-2 pr-4">{l.listingType.replace("_", " ")}</td>
                    <td className="py-2 pr-4">
                      <Badge variant={l.status === "active" ? "success" : "warning"}>{l.status}</Badge>
                    </td>
                    <td className="py-2 pr-4 text-right">{formatNaira(l.priceKobo)}</td>
                    <td className="py-2">{formatDate(l.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </CardContent>
      </Card>

      <ListCard title="Recent activity" empty="Nothing yet." items={activity} itemKey={(a) => a.id}>
        {(a) => (
          <>
            <span className="font-medium">
              {a.action}
              {a.actorId && a.actorId !== id ? " (by staff)" : ""}
            </span>
            <span className="text-ink-600">
              {formatDateTime(a.createdAt)}
              {a.ip ? ` · ${a.ip}` : ""}
            </span>
          </>
        )}
      </ListCard>

      <Dialog {...dialogState("edit")}>
        <DialogContent
          title="Edit user"
          description="Email and username must stay unique. Changes are logged."
          className="sm:max-w-2xl"
        >
          <UserForm
            submitLabel="Save changes"
            onCancel={() => setDialog(null)}
            initial={{
              accountType: u.accountType,
              firstName: u.firstName,
              lastName: u.lastName ?? "",
              email: u.email,
              phone: u.phone ?? "",
              username: u.username,
              companyName: u.companyName ?? "",
            }}
            onSubmit={async (v) => {
              const body = toBody(v, "edit");
              await unwrap(
                client.PATCH("/admin/api/users/{id}", {
                  params: { path: { id } },
                  body: { ...body, phone: body.phone.trim() ? body.phone : null },
                }),
                { silent: true },
              );
              toast.success("Saved");
              setDialog(null);
              await refresh();
            }}
          />
        </DialogContent>
      </Dialog>
      {active ? (
        <ReasonDialog
          {...dialogState("status")}
          mode="required"
          reason={DEACTIVATE_RULES}
          confirmLabel="Deactivate"
          title={`Deactivate ${u.firstName}?`}
          description="They are signed out everywhere at once and cannot sign in; their live listings leave search until you activate the account again."
          onConfirm={({ reason }) => setStatus(reason)}
        />
      ) : (
        <Dialog {...dialogState("status")}>
          <DialogContent
            title={`Activate ${u.firstName}?`}
            description="They can sign in again, and the listings hidden by the deactivation come back."
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button onClick={() => void setStatus("").then(() => setDialog(null))}>Activate</Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
      <PasswordDialog userId={id} {...dialogState("password")} />
      <ConfirmDialog
        {...dialogState("delete")}
        danger
        title={`Delete ${u.firstName}'s account?`}
        description="As if they deleted it themselves: their personal data is wiped, their listings and projects leave the site, they are signed out and told by email. Refused while their wallet holds money or a booking is still in play. This cannot be undone."
        confirmLabel="Delete account"
        onConfirm={async () => {
          // A refusal (money or a booking still in play) is unwrap's toast; the dialog stays open.
          const r = await unwrap(client.DELETE("/admin/api/users/{id}", { params: { path: { id } } }));
          toast.success(r.message);
          await refresh();
          await navigate({ to: "/dashboard/admin/users" });
        }}
      />
      <ReasonDialog
        {...dialogState("kyc-reject")}
        mode="required"
        reason={KYC_REJECT_RULES}
        confirmLabel="Reject KYC"
        title="Reject this KYC submission?"
        onConfirm={({ reason }) => reviewKyc("reject", reason)}
      />
    </div>
  );
}

/** A card of a few lines about the user (its bookings, its recent activity), or the sentence saying there are none. */
function ListCard<Item>({
  title,
  empty,
  items,
  itemKey,
  rowClassName,
  children,
}: {
  title: string;
  empty: string;
  items: Item[];
  itemKey: (item: Item) => string;
  /** Classes a row adds to the rows' own (stacked on a phone, a line with the side part at the end from `sm`). */
  rowClassName?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-ink-600">{empty}</p>
        ) : (
          <ul className="divide-y divide-ink-100 text-sm">
            {items.map((item) => (
              <li
                key={itemKey(item)}
                className={cn("flex flex-col gap-0.5 py-1.5 sm:flex-row sm:justify-between", rowClassName)}
              >
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
