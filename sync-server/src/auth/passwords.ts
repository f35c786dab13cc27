/** Passwords are stored as argon2id hashes (DESIGN.md departures); nothing else touches them. */
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (hashed: string, password: string) => verify(hashed, password);
