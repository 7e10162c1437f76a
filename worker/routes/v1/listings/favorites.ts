import { jsonRoute, router, z } from "../../../lib/openapi";
import { favoriteToggled } from "../../../contracts/listings";
import { requireUser } from "../../../lib/guards";
import { PAGE_SIZES } from "../../../contracts/constants";
import { listFavorites, toggleFavorite } from "../../../services/listings";
import { cardPage, idParam, paging } from "../../params";
import { userByIdData, userByQuery } from "../../steps";

export const favoriteRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/favorite/property/{id}",
      secure: true,
      params: idParam,
      response: favoriteToggled,
    }),
    userByIdData(toggleFavorite),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/favorite/favorites",
      secure: true,
      query: z.object(paging(PAGE_SIZES.userProperties)),
      response: cardPage,
    }),
    userByQuery(listFavorites),
  )
  // SPEC §7's path (the mobile apps call it); same answer as /secure/favorite/favorites, which the SPA uses.
  .openapi(
    jsonRoute({
      method: "get",
      path: "/favorite/favorites",
      secure: true,
      middleware: [requireUser],
      query: z.object(paging(PAGE_SIZES.userProperties)),
      response: cardPage,
    }),
    userByQuery(listFavorites),
  );
