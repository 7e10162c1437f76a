import type { ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import type { QueryLike } from "../../components/ui/query-state";
import { Table } from "../../components/ui/table";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { SettingsCard } from "./settings-card";

/**
 * A settings card whose table rows are each saved on their own (plan prices, banner prices): the rows are table
 * rows, not forms (a form cannot wrap table cells), so each row saves with `useRowSave` and answers in a toast.
 */
export function SettingsTableCard<T>({
  title,
  query,
  errorTitle,
  pendingHeight = "h-40",
  columns,
  children,
}: {
  title: string;
  query: QueryLike<T>;
  errorTitle: string;
  pendingHeight?: string;
  /** The headers; the last column (the Save buttons) has none. */
  columns: string[];
  children: (data: T) => ReactNode;
}) {
  return (
    <SettingsCard title={title} query={query} errorTitle={errorTitle} pendingHeight={pendingHeight}>
      {(data) => (
        <Table headClassName="text-ink-600" cellClassName="py-2 font-medium" columns={[...columns, { className: "" }]}>
          <tbody className="divide-y divide-ink-100">{children(data)}</tbody>
        </Table>
      )}
    </SettingsCard>
  );
}

export function SettingsCell({ className = "py-2 pr-3", children }: { className?: string; children: ReactNode }) {
  return <td className={className}>{children}</td>;
}

/** A number typed in a row (naira or a count), named for screen readers by its row and column. */
export function NumberCell({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <SettingsCell>
      <Input
        aria-label={label}
        inputMode="numeric"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </SettingsCell>
  );
}

/** A row's save: the toast says what was saved, or the API's reason it was not; the list is read again. */
export function useRowSave({
  save,
  saved,
  failed,
  refresh,
}: {
  save: () => Promise<unknown>;
  saved: string;
  failed: string;
  refresh: readonly unknown[];
}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(saved);
      await qc.invalidateQueries({ queryKey: refresh });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : failed),
  });
}

export function SaveCell({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  return (
    <SettingsCell className="py-2">
      <Button size="sm" loading={saving} onClick={onSave}>
        Save
      </Button>
    </SettingsCell>
  );
}
