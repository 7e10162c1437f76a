import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { QueryState, type QueryLike } from "../../components/ui/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/**
 * A card of the admin settings: its title and what it changes, then the loaded settings (a form, or a table of
 * rows saved one by one), a block the form's height while they load and the failure with a retry.
 */
export function SettingsCard<T>({
  title,
  description,
  query,
  errorTitle = "The settings could not be loaded.",
  pendingHeight = "h-40",
  children,
}: {
  title: string;
  description?: ReactNode;
  query: QueryLike<T>;
  errorTitle?: string;
  pendingHeight?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <p className="text-sm text-ink-600">{description}</p>}
      </CardHeader>
      <CardContent>
        <QueryState query={query} errorTitle={errorTitle} pending={<Skeleton className={`${pendingHeight} w-full`} />}>
          {children}
        </QueryState>
      </CardContent>
    </Card>
  );
}
