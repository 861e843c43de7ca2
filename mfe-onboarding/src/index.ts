// This remote is only ever loaded by the shell through Module Federation (see ./app.tsx).
export {};
