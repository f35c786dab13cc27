/** The scripts read the bank with the server's loader, so both see exactly the same questions. */
export * from '../../sync-server/src/features/quiz/quiz-bank.loader.js';
