export declare const BASELINES_DIR: string;
export declare const RESULTS_DIR: string;
export declare function changedPictures(): string[];
export declare function reportHtml(pictures: readonly string[]): string;
export default class VisualReportReporter {
  onInit(): void;
  onTestRunEnd(): void;
}
