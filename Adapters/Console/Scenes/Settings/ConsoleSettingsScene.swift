import ConbookModuleKit
public import ConbookSettings

/// Settings on the console: each setting with its value and how it changes; `reminder N` sets the
/// reminder lead time, `sync N` how often a watch syncs, `clear` asks before forgetting the convention's data, `yes` or `no` answers.
@MainActor
public final class ConsoleSettingsScene: SettingsScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any SettingsSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: SettingsViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any SettingsSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.settingsSceneDidLoad() }
    }

    public func show(_ viewModel: SettingsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.settingsSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let settings = viewModel else { return [style.bold(texts(.settingsTitle)), texts(.loading)] }
        var lines = [style.bold(texts(.settingsTitle)), ""]
        let colour = SettingRowViewModel(
            label: texts(.settingsColour), value: texts(style.usesEscapeCodes ? .settingsColourOn : .settingsColourOff),
            note: texts(.settingsColourNote))
        let rows = settings.rows + [colour]
        let labelWidth = rows.map(\.label.count).max() ?? 0
        for row in rows {
            let label = row.label + ":" + String(repeating: " ", count: labelWidth - row.label.count + 2)
            lines += screen.wrapper.wrap(row.value, prefix: label)
            if let note = row.note {
                lines += screen.wrapper.wrap(style.dim(note), prefix: String(repeating: " ", count: label.count))
            }
        }
        if let confirmation = settings.confirmation {
            lines += [""] + screen.wrapper.wrap(style.bold(confirmation)) + [style.dim(texts(.settingsConfirmHint))]
        }
        return lines
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleSettingsTexts

    public nonisolated static let place = Texts.Key.placeSettings

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleSettingsScene>] = [
        ConsoleSceneCommand(
            words: ["reminder"],
            help: { texts in [ConsoleCommandHelp(usage: "reminder N", explanation: texts(.helpSettingsReminder))] }
        ) { scene, line, texts throws(ConsoleCommandError) in
            let minutes = try line.wholeNumber(expected: texts(.expectedMinutes))
            try scene.loaded().settingsSceneDidChangeReminderLeadTime(minutes: minutes)
        },
        ConsoleSceneCommand(
            words: ["sync"],
            help: { texts in [ConsoleCommandHelp(usage: "sync N", explanation: texts(.helpSettingsSync))] }
        ) { scene, line, texts throws(ConsoleCommandError) in
            let minutes = try line.wholeNumber(expected: texts(.expectedMinutes))
            try scene.loaded().settingsSceneDidChangeSyncInterval(minutes: minutes)
        },
        .plain("clear", explanation: .helpSettingsClear) {
            scene throws(ConsoleCommandError) in
            try scene.loaded().settingsSceneDidRequestClearingData()
        },
        .plain("yes", explanation: .helpSettingsYes) { scene throws(ConsoleCommandError) in
            guard scene.viewModel?.confirmation != nil else { throw .nothingToConfirm }
            try scene.loaded().settingsSceneDidConfirmClearingData()
        },
        .plain("no", explanation: .helpSettingsNo) { scene throws(ConsoleCommandError) in
            guard scene.viewModel?.confirmation != nil else { throw .nothingToConfirm }
            try scene.loaded().settingsSceneDidCancelClearingData()
        },
    ]

    private func loaded() throws(ConsoleCommandError) -> any SettingsSceneDelegate {
        guard viewModel != nil, let delegate else { throw .notLoadedYet }
        return delegate
    }
}

extension ConsoleSceneFactory: SettingsSceneFactory {
    public func makeSettingsScene() -> ConsoleSettingsScene {
        ConsoleSettingsScene(screen: screen)
    }
}
