import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEmailHtml } from './emailHtml';

describe('sanitizeEmailHtml', () => {
  it('keeps the formatting of a letter', () => {
    const html =
      '<h2>Rappel</h2><p>Bonjour <strong>{{clientFirstName}}</strong>,<br />votre <em>paiement</em> de <u>{{amountDue}}</u>.</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><table><tbody><tr><th colspan="2">Solde</th><td>{{balance}}</td></tr></tbody></table>' +
      '<p><span style="color:#c62828">Important</span> <a href="https://preteur.ca/faq">FAQ</a> <a href="mailto:info@preteur.ca">nous écrire</a> <a href="{{ibvLink}}">lien</a></p>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, event attributes and javascript: links', () => {
    const html =
      '<p onclick="steal()">Bonjour</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<a href="javascript:alert(1)">clic</a><img src="x" onerror="alert(1)"><span style="color:red;background:url(x)">rouge</span>' +
      '<a href="//evil.example">proto</a><div>texte</div>';
    expect(sanitizeEmailHtml(html)).toBe(
      '<p>Bonjour</p><a>clic</a><span style="color:red">rouge</span><a>proto</a>texte',
    );
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, breaks, list items and link addresses', () => {
    const html =
      '<p>Bonjour&nbsp;Élise,<br>votre solde est de 1 234,56&nbsp;$.</p><ul><li>un</li><li>deux</li></ul>' +
      '<p><a href="https://preteur.ca/ibv?t=1&amp;x=2">Lier votre compte</a> — <a href="mailto:info@preteur.ca">info@preteur.ca</a></p>';
    expect(htmlToText(html)).toBe(
      'Bonjour Élise,\nvotre solde est de 1 234,56 $.\n\n- un\n- deux\n\nLier votre compte (https://preteur.ca/ibv?t=1&x=2) — info@preteur.ca',
    );
  });
});
