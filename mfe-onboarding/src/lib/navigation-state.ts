/** Navigation state /onboarding sends with a real completion; nobody else sees "Setup Complete" on /success. */
export const SETUP_COMPLETED = { setupCompleted: true } as const;
