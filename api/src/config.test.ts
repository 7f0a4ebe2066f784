import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      uploadsDir: resolve('data', 'uploads'),
      publicOrigin: null,
      jwtSecret: null,
      googleClientId: null,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      assistantModel: null,
    });
    // storefront/dist of this repository, found from the module's own location.
    expect(config.storefrontDir).toBe(resolve(import.meta.dirname, '../../storefront/dist'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/kawaii',
      PUBLIC_ORIGIN: 'https://kawaii-atelier.example/',
      JWT_SECRET: 's3cret',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/srv/kawaii',
      uploadsDir: '/srv/kawaii/uploads',
      publicOrigin: 'https://kawaii-atelier.example',
      jwtSecret: 's3cret',
      googleClientId: 'client.apps.googleusercontent.com',
      googleJwksUrl: 'http://127.0.0.1:9/jwks',
    });
  });

  it('reads the mail settings; without SMTP_URL mail is kept under DATA_DIR/mail', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kawaii' })).toMatchObject({
      smtpUrl: null,
      mailFrom: '"Kawaii Atelier" <no-reply@localhost>',
      mailDir: '/srv/kawaii/mail',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://shop:pw@mail.example:465',
        MAIL_FROM: 'Momo <hello@kawaii-atelier.example>',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://shop:pw@mail.example:465',
      mailFrom: 'Momo <hello@kawaii-atelier.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\//);
  });

  it('reads the optional language model of the assistant, URL and model together', () => {
    expect(
      loadConfig({
        ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions',
        ASSISTANT_LLM_MODEL: 'llama3.2',
      }).assistantModel,
    ).toEqual({
      url: 'http://127.0.0.1:11434/v1/chat/completions',
      model: 'llama3.2',
      apiKey: null,
    });
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'http://127.0.0.1:1/v1' })).toThrow(/together/);
    expect(() => loadConfig({ ASSISTANT_LLM_MODEL: 'llama3.2' })).toThrow(/together/);
    expect(() => loadConfig({ ASSISTANT_LLM_URL: 'ftp://x', ASSISTANT_LLM_MODEL: 'm' })).toThrow(
      /http/,
    );
  });

  it('refuses a port it cannot read', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
