import type { ArticleStatus } from "@contracts/article-rules";
import { Badge } from "../../../components/ui/badge";

const LOOK = {
  published: ["success", "Published"],
  scheduled: ["brand", "Scheduled"],
  draft: ["neutral", "Draft"],
} as const;

export function StatusBadge({ status }: { status: ArticleStatus }) {
  const [variant, label] = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
