export interface DemoDialogCopy {
  title: string;
  intro: string;
  frameTitle: string;
  close: string;
}
