// Visits by programs are left out of the statistics: crawlers, link previews, monitors, scripts
// and headless browsers name themselves in their user agent; a request without one is a program.

const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|monitor|uptime|lighthouse|pagespeed|headless|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|bingpreview|yandex|baidu|duckduck|petal|semrush|ahrefs|mj12|dotbot|gptbot|claude|perplexity/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_AGENT.test(userAgent);
}
