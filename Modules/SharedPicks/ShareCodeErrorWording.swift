public import ConbookCore
import ConbookModuleKit

/// Why a share code was refused, in words: for the shared picks page and the command line.
public enum ShareCodeErrorWording {
    /// The reason, naming both conventions when the code is for another one.
    /// - Parameter currentName: the open convention's name (its title, else its identifier).
    public static func text(of error: ShareCodeError, currentName: String?, language: Language) -> String {
        let texts = SharedPicksTexts.catalogue(for: language)
        return switch error {
        case .notACode: texts(.shareCodeNotACode)
        case .damaged: texts(.shareCodeDamaged)
        case .newerVersion(let version): texts(.shareCodeNewerVersion, ["version": "\(version)"])
        case .otherConvention(let code, let current):
            texts(.shareCodeOtherConvention, ["code": code.rawValue, "current": currentName ?? current.rawValue])
        case .noConvention: texts(.shareCodeNoConvention)
        case .store(let error): ErrorWording.text(of: error, in: ModuleTexts.catalogue(for: language))
        }
    }
}
