#include "watched_call.hpp"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace ocltut {

bool has_ended(const cl::Event& event)
{
    return event.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() <= CL_COMPLETE;
}

bool call_watched(const std::function<void()>& call, std::chrono::milliseconds limit,
                  const std::function<void()>& let_go)
{
    std::mutex mutex;
    std::condition_variable done;
    bool returned = false;
    bool let_go_early = false;
    std::thread watchdog([&]() {
        std::unique_lock<std::mutex> lock(mutex);
        if (done.wait_for(lock, limit, [&]() { return returned; })) return;
        let_go_early = true;
        try {
            let_go();
        } catch (const cl::Error&) {
            // The call stays stuck: the checker's time limit stops it.
        }
    });
    const auto stop_watchdog = [&]() {
        {
            const std::lock_guard<std::mutex> lock(mutex);
            returned = true;
        }
        done.notify_one();
        watchdog.join();
    };
    try {
        call();
    } catch (...) {
        stop_watchdog();
        throw;
    }
    stop_watchdog();
    return let_go_early;
}

}  // namespace ocltut
