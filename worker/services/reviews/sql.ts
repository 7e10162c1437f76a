import type { ServiceCtx } from "../../lib/context";

/** A raw D1 statement: the guarded writes of reviews are plain SQL, batched with `ctx.env.DB.batch`. */
export const q = (ctx: ServiceCtx, text: string, ...params: unknown[]) => ctx.env.DB.prepare(text).bind(...params);
export type Stmt = D1PreparedStatement;
