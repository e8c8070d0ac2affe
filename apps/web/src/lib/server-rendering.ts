/** The id of the JSON script in which a server-rendered page carries its query data. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
