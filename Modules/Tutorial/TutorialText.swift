public import ConbookModuleKit

/// Every text the Tutorial module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`TutorialTexts`).
public enum TutorialText: String, TextKey {
    case tutorialTitle
    case tutorialWhatConbookDoes
    case tutorialDownloads
    case tutorialQuestion
    case tutorialQuestionUnnamedSource
    case tutorialLastDownloadSize
}
