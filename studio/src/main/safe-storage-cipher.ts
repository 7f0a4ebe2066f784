// The token's seal: Electron's safeStorage (Keychain on macOS, DPAPI on Windows, the desktop
// keyring on Linux). Linux without a keyring falls back to a fixed key ("basic_text"), which is
// no protection: the studio then keeps the token in memory only.
import { safeStorage } from 'electron';
import type { SecretCipher } from '../services/session.ts';

export const safeStorageCipher: SecretCipher = {
  isAvailable: () =>
    safeStorage.isEncryptionAvailable() &&
    (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
  seal: (text) => safeStorage.encryptString(text),
  open: (sealed) => safeStorage.decryptString(sealed),
};
