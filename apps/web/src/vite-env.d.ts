/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'development' | 'staging' | 'production'; defaults from the build mode. */
  readonly VITE_APP_ENV?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_API_HOST_TH?: string;
  readonly VITE_API_HOST_ME?: string;
  readonly VITE_API_HOST_ID_CAR?: string;
  readonly VITE_ERROR_REPORTING_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
