import { createMiddleware } from "hono/factory";
import { jsonRoute, router, z } from "../../../lib/openapi";
import type { AppEnv } from "../../../lib/app-env";
import { ApiError } from "../../../lib/errors";
import { MESSAGES } from "../../../contracts/messages";
import {
  answerInput,
  LISTING_QUESTION_RULES as R,
  listerQuestion,
  listerQuestionPage,
  mayAnswerListingQuestions,
  questionFilter,
} from "../../../contracts/listing-questions";
import { currentUser } from "../../../lib/guards";
import { answerQuestion, listListerQuestions, unpublishQuestion } from "../../../services/questions";
import { idParam, paging } from "../../params";
import { userById, userByQuery } from "../../steps";

/** Listers and listings staff only, refused before the body is read; whose question it is, the service decides. */
const answerers = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user || !mayAnswerListingQuestions(c.var.user)) throw new ApiError(403, MESSAGES.forbidden);
  await next();
});
const notYours = "No such handed-over question on the caller's listings";

/** The lister's side of "Ask this listing": the questions their listings could not answer, the answers, publishing. */
export const questionSecureRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/listing-questions",
      secure: true,
      middleware: [answerers],
      query: z.object({ ...paging(R.listerPerPage), filter: questionFilter.default("unanswered") }),
      response: listerQuestionPage,
    }),
    userByQuery(listListerQuestions),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/listing-questions/{id}/answer",
      secure: true,
      middleware: [answerers],
      params: idParam,
      body: answerInput,
      response: listerQuestion,
      errors: { 404: notYours },
    }),
    async (c) =>
      c.json(await answerQuestion(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/listing-questions/{id}/unpublish",
      secure: true,
      middleware: [answerers],
      params: idParam,
      response: listerQuestion,
      errors: { 404: notYours },
    }),
    userById(unpublishQuestion),
  );
