/**
 * The worker's copy of the SPA (server rendering) never renders the admin rich-text editor: admin pages are
 * client-rendered and the editor is a lazy chunk only the browser loads. wrangler.toml aliases the TipTap
 * packages to this module so TipTap and ProseMirror (~400 KB) stay out of the worker bundle; nothing here is
 * ever called.
 */
const extension = { configure: () => extension };
export default extension;
export const EditorContent = () => null;
export const useEditor = () => null;
export const useEditorState = () => ({});
