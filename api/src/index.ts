// What other workspaces (tests, tools) may use to run the API in-process.
export { createApp, type AppContext } from './app.ts';
export { DATABASE_FILE, loadConfig, type AppConfig } from './config.ts';
export { openDatabase, type Db } from './db/connection.ts';
export { migrate } from './db/migrate.ts';
export { openShopDatabase } from './lifecycle/open-shop-database.ts';
export { createServices, type Services } from './services.ts';
export type { AnswerTopic, AssistantAnswer } from './assistant/service.ts';
