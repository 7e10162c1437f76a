/** The content domain's public surface: what routes, jobs, rooms and tests use. Services inside import the files directly. */
export { getState, listLgas, listLocalities, listStates } from "./locations";
export { recordEmailCapture, subscribe } from "./newsletter";
export {
  createContent,
  deleteContent,
  getContent,
  getContentVersion,
  getPublicContent,
  listContent,
  listContentVersions,
  restoreContentVersion,
  updateContent,
} from "./site-content";
export {
  createArticle,
  createCategory,
  deleteArticle,
  getArticleAdmin,
  getArticlePublic,
  listArticlesAdmin,
  listArticlesPublic,
  listCategories,
  setArticlePublished,
  updateArticle,
} from "./articles";
export { createArticleImageUpload, receiveArticleImage, receiveArticleImageCopy } from "./article-images";
export { sanitizeHtml } from "./sanitize";
export { listContactMessages, markContactMessageHandled, sendContactMessage } from "./contact";
