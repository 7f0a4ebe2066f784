// Google Identity Services, loaded from Google only when the login page offers Google sign-in
// (@react-oauth/google is not used: this is the little of it the page needs).

const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  /** The ID token to hand to POST /api/auth/google. */
  credential?: string;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline' | 'filled_blue';
  size: 'large';
  shape: 'pill';
  text: 'signin_with' | 'signup_with';
  width: number;
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback(response: GoogleCredentialResponse): void;
      }): void;
      renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
    };
  };
}

let loading: Promise<GoogleIdentity> | null = null;

/** Adds Google's script once; a failed load may be tried again later. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not start'));
    };
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
