import { keepPreviousData } from "@tanstack/react-query";
import { client, unwrap, type QueryOf, queryOptions } from "../../../lib/client";

export type ReportPeriod = QueryOf<"/admin/api/dashboard">;

export const reportQuery = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ["admin", "dashboard", period] as const,
    queryFn: () => unwrap(client.GET("/admin/api/dashboard", { params: { query: period } })),
    placeholderData: keepPreviousData,
  });

/** Fetches the CSV with the session's token (a plain link would not carry it) and saves it under the server's file name. */
export async function downloadReportCsv(period: ReportPeriod) {
  const res = await client.GET("/admin/api/reports/export", {
    params: { query: { ...period, format: "csv" } },
    parseAs: "blob",
  });
  if (!res.response.ok || !res.data) throw new Error("The report could not be downloaded.");
  const name = /filename="([^"]+)"/.exec(res.response.headers.get("content-disposition") ?? "")?.[1] ?? "report.csv";
  const url = URL.createObjectURL(res.data as Blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
