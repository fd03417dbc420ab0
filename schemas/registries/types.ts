/** Ids with a short German description each: `{ "<id>": "what the page does with it" }`. */
export type IdList = Record<string, string>;

/** What a page of app/ serves to its screen document (schemas/meta/registry.schema.json). */
export interface PageRegistry {
  /** The screen document's id. */
  screen: string;
  /** The folder of the page serving it. */
  page: string;
  /** Actions without `opens` the page's handler map handles. */
  actions?: IdList;
  /** Toolbar items (`kind: custom`) the page draws itself. */
  toolbarItems?: IdList;
  /** Checks the page reads or feeds with rule data. */
  checks?: IdList;
  /** Confirms the page asks. */
  confirms?: IdList;
  /** Option sources the page loads whole. */
  optionSources?: IdList;
  /** Option sources the page searches as the user types. */
  searchSources?: IdList;
  /** The query parameters of the page's search (operationId in openapi.yaml) a filter field may be. */
  searchParams?: { operation: string; params: IdList };
  /** Per tabs node id: the tabs the page has contents for. */
  tabContents?: Record<string, IdList>;
}
