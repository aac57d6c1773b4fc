import CollectionLayout
import Foundation

/// Record Gesture, Replay Gesture, and gestures saved to and opened from
/// JSON files (the format `attributes --gesture` reads).
extension MainWindow {
    func connectGestureControls() {
        let controls = panel.gestures
        controls.onRecord = { [weak self] in self?.canvas.armRecording() }
        controls.onReplay = { [weak self] in self?.canvas.replayGesture() }
        controls.onSave = { [weak self] in self?.saveGesture() }
        controls.onOpen = { [weak self] in self?.openGesture() }
        panel.plot.overlay = { [weak self] in self?.canvas.tape.overlaidRuns ?? [] }
        canvas.events.onRecordingChanged = { [weak self] in
            guard let self else { return }
            self.panel.gestures.showRecording(self.canvas.tape.recorded != nil)
        }
    }

    private func saveGesture() {
        guard let gesture = canvas.tape.recorded,
              let path = FileDialog.choose(parent: window, title: "Save Gesture", saving: true,
                                           suggestedName: "gesture.json", filters: [("JSON", ["*.json"])]) else { return }
        do {
            try AtomicFile.write(gesture.json, to: path)
            hideError()
        } catch {
            showError("Could not save the gesture: \(error)")
        }
    }

    private func openGesture() {
        guard let path = FileDialog.choose(parent: window, title: "Open Gesture", saving: false,
                                           filters: [("JSON", ["*.json"])]) else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            return showError("Could not read the gesture \(path)")
        }
        do {
            canvas.useGesture(try RecordedGesture(json: data))
            hideError()
        } catch {
            showError("Could not open the gesture: \(error)")
        }
    }
}
