/** "Ask this listing": questions answered from a listing's fields or handed to its lister, and the published answers. */
export { askListing } from "./ask";
export { answerQuestion, listListerQuestions, unpublishQuestion } from "./manage";
export { listPublishedQuestions } from "./published";
