export declare const serverEnv: Record<string, string>;
