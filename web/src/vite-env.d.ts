// Vite's client types: CSS side-effect imports and import.meta.env in the SPA.
/// <reference types="vite/client" />
