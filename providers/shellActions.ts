import type { ChatContact, ChatMessage, ChatUser, ChosenStatus, OpenedChat } from '../domain/chat';
import type { RecordSuggestions } from '../domain/navigationSearch';
import type { QuickNote, QuickNoteInput, QuickPanelData } from '../domain/quickPanel';
import type { UserSettings, UserSettingsPatch } from '../domain/userSettings';
import type { Language } from '../i18n/types';
import type { HttpClient } from './httpClient';

/**
 * What the shell around the screens calls (issue 15): the navigation search's records, the user's
 * shortcuts and settings, the team chat (spec §7's calls), the quick panel's data and notes, and the
 * profile page's photo and language.
 */
export interface ShellActions {
  searchRecords(q: string): Promise<RecordSuggestions>;
  setShortcuts(shortcuts: string[]): Promise<{ shortcuts: string[] }>;
  setSettings(patch: UserSettingsPatch): Promise<UserSettings>;
  chatUser(): Promise<ChatUser>;
  chatContacts(): Promise<ChatContact[]>;
  openChat(contactId: number, userId: number): Promise<OpenedChat>;
  sendChatMessage(
    chatId: number,
    message: Omit<ChatMessage, 'id'>,
  ): Promise<{ message: ChatMessage; userChatData: ChatUser }>;
  markChatRead(chatId: number): Promise<ChatUser>;
  setChatStatus(status: ChosenStatus): Promise<ChatUser>;
  quickPanelData(): Promise<QuickPanelData>;
  addQuickNote(note: QuickNoteInput): Promise<QuickNote>;
  editQuickNote(id: number, note: QuickNoteInput): Promise<QuickNote>;
  deleteQuickNote(id: number): Promise<{ id: number }>;
  /** The photo as the browser resized it (domain/userPhoto.ts). */
  setOwnPhoto(photo: Blob): Promise<{ photoURL: string }>;
  removeOwnPhoto(): Promise<{ status: string }>;
  setOwnLanguage(language: Language): Promise<{ language: Language }>;
}

export function createShellActions(http: HttpClient): ShellActions {
  const json = async (url: string, method?: string, body?: unknown) =>
    (await http(url, method ? { method, body: body === undefined ? undefined : JSON.stringify(body) } : undefined))
      .json;
  return {
    searchRecords: (q) => json(`/api/navigation/records?q=${encodeURIComponent(q.trim())}`),
    setShortcuts: (shortcuts) => json('/api/Identity/Me/shortcuts', 'PUT', { shortcuts }),
    setSettings: (patch) => json('/api/Identity/Me/settings', 'PUT', patch),
    chatUser: () => json('/api/chat/user'),
    chatContacts: () => json('/api/chat/contacts'),
    openChat: (contactId, userId) =>
      json(`/api/chat/get-chat?${new URLSearchParams({ contactId: String(contactId), userId: String(userId) })}`),
    sendChatMessage: (chatId, message) => json('/api/chat/send-message', 'POST', { chatId, message }),
    markChatRead: (chatId) => json('/api/chat/read', 'POST', { chatId }),
    setChatStatus: (status) => json('/api/chat/status', 'PUT', { status }),
    quickPanelData: () => json('/api/quick-panel/data'),
    addQuickNote: (note) => json('/api/quick-panel/notes', 'POST', note),
    editQuickNote: (id, note) => json(`/api/quick-panel/notes/${id}`, 'PUT', note),
    deleteQuickNote: (id) => json(`/api/quick-panel/notes/${id}`, 'DELETE'),
    async setOwnPhoto(photo) {
      const form = new FormData();
      form.append('file', photo, photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
      return (await http('/api/Identity/Me/photo', { method: 'PUT', body: form })).json;
    },
    removeOwnPhoto: () => json('/api/Identity/Me/photo', 'DELETE'),
    setOwnLanguage: (language) => json('/api/Identity/Me/language', 'PUT', { language }),
  };
}
