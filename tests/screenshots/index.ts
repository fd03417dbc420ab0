// `npm run screenshots` runs ./run.ts as a script; nothing here is imported.
export {};
