import apiPackage from '../../package.json' with { type: 'json' };

/** The shop's version: the API package's, bundled into the server at build time. */
export const APP_VERSION: string = apiPackage.version;
