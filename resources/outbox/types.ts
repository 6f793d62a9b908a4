/** An email the server kept because no SMTP server was configured (GET /api/outbox). */
export interface OutboxRecord {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
}
