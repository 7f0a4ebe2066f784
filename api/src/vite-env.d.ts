// import.meta.glob (migrations are inlined by Vite in the build and under vitest).
/// <reference types="vite/client" />
