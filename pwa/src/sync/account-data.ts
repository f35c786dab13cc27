/** The signed-out device: loaded only on logout, so the entry does not carry Dexie. */
import { db } from '../data/db';
import { clearAccountData } from './sync-engine';

export const clearThisDevice = () => clearAccountData(db);
