// Types for solc-build.mjs, imported by the drift test.
export declare const packageDir: string;
export declare const generatedDir: string;
export declare const deployableContracts: Record<string, string>;
export declare const compilerSettings: Record<string, unknown>;

export interface CompiledContract {
  abi: unknown[];
  bytecode: `0x${string}`;
  deployedSize: number;
}

export interface CompileResult {
  contracts: Record<string, CompiledContract>;
  warnings: string[];
  solcVersion: string;
}

export declare function readContractSources(): Record<string, string>;
export declare function computeSourcesHash(): string;
export declare function readGeneratedSourcesHash(): string | undefined;
export declare function artifactsAreCurrent(): boolean;
export declare function compileContracts(): CompileResult;
export declare function renderGeneratedFiles(compiled: CompileResult, sourcesHash?: string): Record<string, string>;
