/** A person who may sign in, as the embedded IdP needs them: claims, password hash and first-sign-in flag. */
export interface IdpAccount {
  id: number;
  userName: string;
  name: string;
  email: string;
  phone: string | null;
  /** As stored; the API keeps only the known ones when it reads the token. */
  countries: string[];
  vehicleTypes: string[];
  groups: string[];
  passwordHash: string | null;
  passwordChangeRequired: boolean;
}

/**
 * Where the IdP reads and updates accounts. Handed in by app.ts (the users area implements it), so this
 * plugin, a mechanism, never reaches into a module.
 */
export interface AccountDirectory {
  findActiveById(id: number): Promise<IdpAccount | undefined>;
  findActiveByUserName(userName: string): Promise<IdpAccount | undefined>;
  /** Stores `newHash` and clears the first-sign-in flag, only while the stored hash is `expectedHash`. */
  replacePassword(change: { id: number; expectedHash: string; newHash: string; by: string }): Promise<boolean>;
  /** Notes a successful password check (the user grid's "last sign-in"). */
  recordSignIn?(id: number): Promise<void>;
}
