// What tests/setup/global-setup.ts hands to every test file (vitest provide/inject).
declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data-folder dump, when running on PGlite. */
    pgliteTemplatePath: string;
    /** The migrated template database, when running on PostgreSQL. */
    postgresTemplate: string;
  }
}

export {};
