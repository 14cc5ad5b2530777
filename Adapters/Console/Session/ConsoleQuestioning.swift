/// A scene that asks the person at the console questions before it can go on (Login: the
/// registration number, the username, the password). Right after a command shows it, the session
/// asks them, one line each (in a script, the next lines), and hands the answers back.
@MainActor
public protocol ConsoleQuestioning: ConsoleScene {
    /// The questions to ask now; empty when none is waiting.
    var questions: [ConsoleQuestion] { get }
    /// The answers, one per question, in order.
    func answer(_ answers: [String])
}

/// A question the console asks.
public struct ConsoleQuestion: Hashable, Sendable {
    /// What is asked, e.g. `Registration number`.
    public let prompt: String
    /// Whether the answer is a secret: never shown as typed, never echoed in a transcript.
    public let isSecret: Bool

    /// Creates a question.
    public init(prompt: String, isSecret: Bool = false) {
        self.prompt = prompt
        self.isSecret = isSecret
    }
}
