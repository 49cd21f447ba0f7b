//! Small named text records kept between runs: a file per record on the desktop, an entry in
//! the browser's localStorage on the web, behind one interface.

use std::fmt;

/// Why a record could not be read or written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StoreError {}

/// Where records live. Keys are plain names such as "settings".
pub trait Store {
    /// The record, or None when it was never saved.
    fn load(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn save(&self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Forgets the record; forgetting one that was never saved is not an error.
    fn remove(&self, key: &str) -> Result<(), StoreError>;
}

/// One store shared by several owners (a test's apps, one after the other).
impl<S: Store + ?Sized> Store for std::sync::Arc<S> {
    fn load(&self, key: &str) -> Result<Option<String>, StoreError> {
        (**self).load(key)
    }

    fn save(&self, key: &str, value: &str) -> Result<(), StoreError> {
        (**self).save(key, value)
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        (**self).remove(key)
    }
}

/// Where the settings (and anything else kept between runs) are saved; a test inserts a
/// memory store before adding the plugins, so it never touches the player's files.
#[derive(bevy::prelude::Resource)]
pub struct ActiveStore(pub Box<dyn Store + Send + Sync>);

/// Copies a record that could not be read under `aside` (or `aside-2`, `aside-3`… when an
/// earlier, different copy is already there) before anything may overwrite it, and returns the
/// key used.
pub fn set_aside(store: &dyn Store, aside: &str, text: &str) -> Result<String, String> {
    for number in 1..=20 {
        let key = if number == 1 {
            aside.to_string()
        } else {
            format!("{aside}-{number}")
        };
        match store.load(&key) {
            Ok(Some(kept)) if kept != text => continue,
            Ok(_) => {
                return store
                    .save(&key, text)
                    .map(|()| key)
                    .map_err(|error| error.to_string());
            }
            Err(error) => return Err(error.to_string()),
        }
    }
    Err("too many unreadable copies are kept already".into())
}

/// Seconds since the Unix epoch, from the browser's clock on the web.
pub fn unix_seconds() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        (js_sys::Date::now() / 1000.0) as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_secs())
    }
}

/// The store of this platform.
pub fn platform_store() -> Box<dyn Store + Send + Sync> {
    #[cfg(target_arch = "wasm32")]
    {
        Box::new(web::LocalStorage)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Box::new(files::FileStore::in_config_dir())
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub mod files {
    //! Records as JSON files in the user's configuration folder.

    use super::{Store, StoreError};
    use std::path::PathBuf;

    pub struct FileStore {
        folder: PathBuf,
    }

    impl FileStore {
        pub fn new(folder: PathBuf) -> FileStore {
            FileStore { folder }
        }

        /// `$CHALLENGE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/challenge`, else
        /// `~/.config/challenge` (`%APPDATA%\challenge` on Windows).
        pub fn in_config_dir() -> FileStore {
            let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
            let folder = env("CHALLENGE_CONFIG_DIR")
                .map(PathBuf::from)
                .or_else(|| env("XDG_CONFIG_HOME").map(|d| PathBuf::from(d).join("challenge")))
                .or_else(|| env("APPDATA").map(|d| PathBuf::from(d).join("challenge")))
                .or_else(|| env("HOME").map(|d| PathBuf::from(d).join(".config/challenge")))
                .unwrap_or_else(|| PathBuf::from(".challenge"));
            FileStore { folder }
        }

        fn path(&self, key: &str) -> Result<PathBuf, StoreError> {
            let safe = !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            if !safe {
                return Err(StoreError(format!("'{key}' is not a valid record name")));
            }
            Ok(self.folder.join(format!("{key}.json")))
        }
    }

    impl Store for FileStore {
        fn load(&self, key: &str) -> Result<Option<String>, StoreError> {
            let path = self.path(key)?;
            match std::fs::read_to_string(&path) {
                Ok(text) => Ok(Some(text)),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(error) => Err(StoreError(format!(
                    "cannot read {}: {error}",
                    path.display()
                ))),
            }
        }

        /// Writes a temporary file and renames it, so a crash mid-write never leaves half a record.
        fn save(&self, key: &str, value: &str) -> Result<(), StoreError> {
            let path = self.path(key)?;
            std::fs::create_dir_all(&self.folder).map_err(|error| {
                StoreError(format!("cannot create {}: {error}", self.folder.display()))
            })?;
            let temporary = path.with_extension("json.tmp");
            std::fs::write(&temporary, value)
                .and_then(|()| std::fs::rename(&temporary, &path))
                .map_err(|error| StoreError(format!("cannot write {}: {error}", path.display())))
        }

        fn remove(&self, key: &str) -> Result<(), StoreError> {
            let path = self.path(key)?;
            match std::fs::remove_file(&path) {
                Ok(()) => Ok(()),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(()),
                Err(error) => Err(StoreError(format!(
                    "cannot remove {}: {error}",
                    path.display()
                ))),
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! Records in the browser's localStorage, under "challenge.<key>".

    use super::{Store, StoreError};

    pub struct LocalStorage;

    fn storage() -> Result<web_sys::Storage, StoreError> {
        web_sys::window()
            .and_then(|window| window.local_storage().ok().flatten())
            .ok_or_else(|| StoreError("this browser offers no localStorage".into()))
    }

    impl Store for LocalStorage {
        fn load(&self, key: &str) -> Result<Option<String>, StoreError> {
            storage()?
                .get_item(&format!("challenge.{key}"))
                .map_err(|_| StoreError(format!("cannot read '{key}' from localStorage")))
        }

        fn save(&self, key: &str, value: &str) -> Result<(), StoreError> {
            storage()?
                .set_item(&format!("challenge.{key}"), value)
                .map_err(|_| StoreError(format!("cannot write '{key}' to localStorage")))
        }

        fn remove(&self, key: &str) -> Result<(), StoreError> {
            storage()?
                .remove_item(&format!("challenge.{key}"))
                .map_err(|_| StoreError(format!("cannot remove '{key}' from localStorage")))
        }
    }
}

/// A store in memory, for tests and for platforms where nothing can be kept.
#[derive(Default)]
pub struct MemoryStore {
    records: std::sync::Mutex<std::collections::HashMap<String, String>>,
}

impl Store for MemoryStore {
    fn load(&self, key: &str) -> Result<Option<String>, StoreError> {
        let records = self
            .records
            .lock()
            .map_err(|_| StoreError("memory store poisoned".into()))?;
        Ok(records.get(key).cloned())
    }

    fn save(&self, key: &str, value: &str) -> Result<(), StoreError> {
        let mut records = self
            .records
            .lock()
            .map_err(|_| StoreError("memory store poisoned".into()))?;
        records.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&self, key: &str) -> Result<(), StoreError> {
        let mut records = self
            .records
            .lock()
            .map_err(|_| StoreError("memory store poisoned".into()))?;
        records.remove(key);
        Ok(())
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::files::FileStore;
    use super::*;

    fn scratch_folder(name: &str) -> std::path::PathBuf {
        let folder =
            std::env::temp_dir().join(format!("challenge-store-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        folder
    }

    #[test]
    fn file_store_round_trips_and_reports_missing_records_as_none() {
        let store = FileStore::new(scratch_folder("round-trip"));
        assert_eq!(store.load("settings").unwrap(), None);
        store.save("settings", "{\"a\":1}").unwrap();
        assert_eq!(
            store.load("settings").unwrap().as_deref(),
            Some("{\"a\":1}")
        );
        store.save("settings", "{\"a\":2}").unwrap();
        assert_eq!(
            store.load("settings").unwrap().as_deref(),
            Some("{\"a\":2}")
        );
        store.remove("settings").unwrap();
        assert_eq!(store.load("settings").unwrap(), None);
        store.remove("settings").unwrap();
    }

    #[test]
    fn file_store_refuses_names_that_could_escape_its_folder() {
        let store = FileStore::new(scratch_folder("names"));
        for bad in ["", "../x", "a/b", "a.b", "settings\0"] {
            assert!(store.save(bad, "x").is_err(), "{bad:?} accepted");
            assert!(store.load(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn memory_store_round_trips() {
        let store = MemoryStore::default();
        assert_eq!(store.load("k").unwrap(), None);
        store.save("k", "v").unwrap();
        assert_eq!(store.load("k").unwrap().as_deref(), Some("v"));
    }
}
