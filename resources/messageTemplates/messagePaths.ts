/** The messages tab's URLs (spec §2), under react-admin's /apps basename. */
export const MESSAGE_LIST_PATH = '/configuration/messages/all';
export const MESSAGE_FRAME_PATH = '/configuration/messages/configuration';
/** The editor of a template not saved yet. */
export const NEW_TEMPLATE_ID = 'new';
export const messageDetailPath = (id: number | typeof NEW_TEMPLATE_ID) => `/configuration/message/detail/${id}`;

export type MessagesView =
  { kind: 'list' } | { kind: 'frame' } | { kind: 'detail'; id: number | typeof NEW_TEMPLATE_ID } | { kind: 'unknown' };

/** Which of its three screens the messages tab shows for a location (the route file sends all three here). */
export function messagesViewOf(pathname: string): MessagesView {
  const path = pathname.replace(/^\/apps/, '').replace(/\/+$/, '');
  if (path === MESSAGE_FRAME_PATH) return { kind: 'frame' };
  const detail = /^\/configuration\/message\/detail\/([^/]+)$/.exec(path);
  if (detail) {
    if (detail[1] === NEW_TEMPLATE_ID) return { kind: 'detail', id: NEW_TEMPLATE_ID };
    return /^[1-9]\d{0,9}$/.test(detail[1]) ? { kind: 'detail', id: Number(detail[1]) } : { kind: 'unknown' };
  }
  return { kind: 'list' };
}
